import { saveApiFile } from '@store/ui/excel'
import { hostApi } from '../bridge/api'

/** Saves a file the API serves to its owner only, fetched with the user's token. */
export const saveFile = (address: string, fileName: string) => saveApiFile(hostApi, address, fileName)
