import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import i18next from 'i18next'
import { ApiError } from '@store/request'
import { message } from 'antd'
import { errorToast, showError } from './notify'

describe('the error toast of a refused call (spec §8)', () => {
  it('§8 shows msg / message / error_description for 3000 ms, or until closed when the call set errorClose', () => {
    expect(errorToast(new ApiError(400, '字典编号已存在'))).toEqual({ text: '字典编号已存在', seconds: 3 })
    expect(errorToast(new ApiError(500, '失败', undefined, true))).toEqual({ text: '失败', seconds: 0 })
  })

  it("§8 a failure without a message says '未知错误'", async () => {
    await i18next.changeLanguage('zh_CN')
    expect(errorToast(new ApiError(500, ''))).toEqual({ text: '未知错误', seconds: 3 })
    expect(errorToast('nothing')).toEqual({ text: '未知错误', seconds: 3 })
  })

  it('§8 transport: a refused call closes the pending messages before its error toast', () => {
    const destroy = jest.spyOn(message, 'destroy')
    const error = jest.spyOn(message, 'error')
    showError(new ApiError(400, '字典编号已存在'))
    expect(destroy).toHaveBeenCalled()
    expect(error).toHaveBeenCalledWith('字典编号已存在', 3)
    expect(destroy.mock.invocationCallOrder[0]).toBeLessThan(error.mock.invocationCallOrder[0]!)
    jest.restoreAllMocks()
  })
})
