import { Card } from 'antd'
import { BindingTab } from './BindingTab'
import './texts'

/** /binding/index: the account's phone and WeChat bindings on a page of their own. */
export default function BindingPage() {
  return (
    <Card>
      <BindingTab />
    </Card>
  )
}
