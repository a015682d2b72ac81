import Modal from 'src/components/Modal/Modal'
import { ButtonLink } from 'src/components/ui/Button'
import { useLocalePath } from 'src/lib/i18n'
import { PATHS } from 'src/lib/links'

/** SPEC §2 "Login modal": an invitation to log in or register. */
const LoginModal = ({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) => {
  const to = useLocalePath()
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title="Войдите в личный кабинет"
      description="Покупайте быстрее, отслеживайте заказы и получайте персональные скидки для зарегистрированных покупателей."
    >
      <div className="login-modal__actions" style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <ButtonLink to={to(PATHS.login)} onClick={onClose}>
          Войти
        </ButtonLink>
        <ButtonLink to={to(PATHS.registration)} variant="secondary" onClick={onClose}>
          Зарегистрироваться
        </ButtonLink>
      </div>
    </Modal>
  )
}

export default LoginModal
