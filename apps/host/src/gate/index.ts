// The gate's entry (apps/host/webpack.config.cjs): the only script the shell's page loads by itself.
import { runGate } from './gate'

runGate(document, (url) => window.location.replace(url))
