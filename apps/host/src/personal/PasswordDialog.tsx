import { Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import { PasswordForm } from './PasswordForm'

/** spec §2 dialogs: change password, 650 px wide, from the user menu. */
export default function PasswordDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation()
  return (
    <Modal
      open
      width={650}
      title={t('personal.changePassword')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <PasswordForm onDone={onClose} />
    </Modal>
  )
}
