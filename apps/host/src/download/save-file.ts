import { hostApi } from '../bridge/api'

/**
 * Fetches a file the API serves to its owner only and saves it: the user's token rides on the
 * request, which a plain link or a new window would not carry.
 */
export async function saveFile(address: string, fileName: string): Promise<void> {
  const blob = await hostApi.get<Blob>(address, undefined, { responseType: 'blob' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  URL.revokeObjectURL(url)
}
