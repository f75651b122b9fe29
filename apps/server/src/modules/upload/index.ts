export { uploadModule } from './module'
