export { useSubmit, type Submit, type SubmitOptions } from './use-submit'
