import '@ant-design/v5-patch-for-react-19'
import { runStandalone } from '@store/micro/standalone'
import subApp from './App'

runStandalone(subApp)
