import { useState } from 'react'
import { App, Button, Form, Input, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { selfEndpoints, type ProfileUpdate } from '@store/contract'
import { call } from '@store/request'
import { hostApi } from '../bridge/api'
import { hostBridge, hostControl } from '../bridge/host-bridge'
import { saveUser } from '../session/storage'
import { LoadState, useLoaded } from '@store/ui/loading'

const NOT_BLANK = /\S/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const URL = /^(https?|ftp):\/\/[^\s/?#]+\S*$/

type ProfileValues = Required<Pick<ProfileUpdate, 'name' | 'realName' | 'email' | 'avatar'>>

/** The basic-information tab: account, tenant, number and roles to read; names, email and avatar to change. */
export function ProfileTab() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const loaded = useLoaded(() => call(hostApi, selfEndpoints.personalCenter), [])
  const [busy, setBusy] = useState(false)
  if (loaded.data === undefined) return <LoadState error={loaded.error} />
  const profile = loaded.data

  const submit = async (values: ProfileValues) => {
    setBusy(true)
    try {
      const saved = await call(hostApi, selfEndpoints.updatePersonalCenter, { body: values })
      const user = hostBridge.getState().user
      if (user) {
        const next = { ...user, realName: saved.realName ?? '', avatar: saved.avatar ?? '' }
        hostControl.setState({ user: next })
        saveUser(next)
      }
      void message.success(t('personal.saved'))
      await loaded.reload()
    } catch (error) {
      void message.error((error as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Form<ProfileValues>
      name="personalProfile"
      layout="vertical"
      className="sd-narrow-form"
      initialValues={{
        name: profile.name ?? '',
        realName: profile.realName ?? '',
        email: profile.email ?? '',
        avatar: profile.avatar ?? '',
      }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item label={t('personal.account')}>
        <Input value={profile.account} disabled />
      </Form.Item>
      <Form.Item label={t('personal.tenant')}>
        <Input value={profile.tenantId} disabled />
      </Form.Item>
      <Form.Item label={t('personal.phone')}>
        <Input value={profile.phone ?? ''} disabled />
      </Form.Item>
      <Form.Item label={t('personal.roles')}>
        {profile.roles.map((role) => (
          <Tag key={role.id}>{role.name}</Tag>
        ))}
      </Form.Item>
      <Form.Item
        name="name"
        label={t('personal.name')}
        rules={[{ required: true, pattern: NOT_BLANK, message: t('personal.nameRequired') }]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item
        name="realName"
        label={t('personal.realName')}
        rules={[{ required: true, pattern: NOT_BLANK, message: t('personal.realNameRequired') }]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('personal.email')}
        rules={[{ pattern: EMAIL, message: t('personal.emailInvalid') }]}
      >
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item
        name="avatar"
        label={t('personal.avatar')}
        rules={[{ pattern: URL, message: t('personal.avatarInvalid') }]}
      >
        <Input maxLength={1000} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('common.save')}
      </Button>
    </Form>
  )
}
