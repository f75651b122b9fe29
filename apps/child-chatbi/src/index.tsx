import './public-path'
import '@ant-design/v5-patch-for-react-19'
import { insideQiankun, qiankunLifecycle } from '@store/micro/qiankun'
import { runStandalone } from '@store/micro/standalone'
import subApp from './App'

export const { bootstrap, mount, unmount } = qiankunLifecycle(subApp, { prefixCls: 'chatbi' })

if (!insideQiankun()) runStandalone(subApp)
