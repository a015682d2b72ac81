import Modal from 'src/components/Modal/Modal'
import { ButtonLink } from 'src/components/ui/Button'
import { useLocalePath } from 'src/lib/i18n'
import { usePagesT } from 'src/lib/i18n/pageSide'
import { PATHS } from 'src/lib/links'

/** SPEC §2 "Login modal": an invitation to log in or register. */
const LoginModal = ({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) => {
  const t = usePagesT()
  const path = useLocalePath()
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t('auth.modalTitle')}
      description={t('auth.modalDescription')}
    >
      <div className="login-modal__actions" style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <ButtonLink to={path(PATHS.login)} onClick={onClose}>
          {t('auth.logIn')}
        </ButtonLink>
        <ButtonLink to={path(PATHS.registration)} variant="secondary" onClick={onClose}>
          {t('auth.register')}
        </ButtonLink>
      </div>
    </Modal>
  )
}

export default LoginModal
