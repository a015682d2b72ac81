import { Link } from '@redwoodjs/router'

import Modal from 'src/components/Modal/Modal'
import { PATHS } from 'src/lib/links'

/** SPEC §2 "Login modal": an invitation to log in or register. */
const LoginModal = ({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) => (
  <Modal
    isOpen={isOpen}
    onClose={onClose}
    title="Войдите в личный кабинет"
    description="Покупайте быстрее, отслеживайте заказы и получайте персональные скидки для зарегистрированных покупателей."
  >
    <div className="login-modal__actions" style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Link to={PATHS.login} className="button" onClick={onClose}>
        Войти
      </Link>
      <Link to={PATHS.registration} className="button button--secondary" onClick={onClose}>
        Зарегистрироваться
      </Link>
    </div>
  </Modal>
)

export default LoginModal
