import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { App, Button, Tooltip } from 'antd'
import { ShopOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { hostApi } from '../bridge/api'
import { useShellSelector } from '../store'
import { switchBusinessUnit } from '../tabs/close'
import { chooseBrand, loadBrands, savedBrandId } from './brands'
import { BRAND_DEFINE_PATH, defaultBrandId, hasBrandAccess, inBrandScope, type Brand } from './rules'
import './texts'

// the chooser's table loads when it is first opened, not with the shell
const BrandChooser = lazy(() =>
  import('./BrandChooser').then(({ BrandChooser }) => ({ default: BrandChooser })),
)

const selectBrandId = (s: BridgeState) => s.brandId

/**
 * spec §4 brand selection, for users with CRM or e-commerce access: the list is read at start and again
 * on entering or leaving those pages; the saved brand (else the first) is the one in use; with several a
 * top-bar button opens the chooser; with none, entering those pages prompts to define one.
 */
export function BrandSelection() {
  const { t } = useTranslation()
  const { message, modal } = App.useApp()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const applications = useShellSelector((s) => s.menu.applications)
  const routes = useShellSelector((s) => s.menu.routes)
  const brandId = useBridgeState(selectBrandId)
  /** null while loading */
  const [brands, setBrands] = useState<Brand[] | null>(null)
  const [choosing, setChoosing] = useState(false)
  const access = hasBrandAccess(applications)
  const inScope = inBrandScope(pathname, routes, applications)

  const reload = useCallback(async () => {
    setBrands(null)
    try {
      const list = await loadBrands(hostApi)
      setBrands(list)
      chooseBrand(defaultBrandId(list, savedBrandId()))
    } catch {
      setBrands([])
      void message.error(t('brand.loadFailed'))
    }
  }, [message, t])
  useEffect(() => {
    if (access) void reload()
  }, [access, inScope, reload])

  // once per visit to the brand pages, and not on the page where brands are defined
  const prompted = useRef(false)
  useEffect(() => {
    if (!inScope) {
      prompted.current = false
      return
    }
    if (prompted.current || brands === null || brands.length > 0 || pathname === BRAND_DEFINE_PATH) return
    prompted.current = true
    modal.confirm({
      title: t('brand.none'),
      content: t('brand.undefined'),
      okText: t('brand.define'),
      cancelText: t('common.cancel'),
      onOk: () => navigate(BRAND_DEFINE_PATH),
    })
  }, [inScope, brands, pathname])

  if (!brands || brands.length < 2) return null
  const current = brands.find((b) => b.brandId === brandId)
  return (
    <>
      <Tooltip title={t('brand.switch')}>
        <Button type="text" icon={<ShopOutlined />} onClick={() => setChoosing(true)}>
          {current?.brandName}
        </Button>
      </Tooltip>
      {choosing && (
        <Suspense fallback={null}>
          <BrandChooser
            open
            brands={brands}
            current={brandId}
            onChoose={(id) => {
              setChoosing(false)
              if (id !== brandId) void switchBusinessUnit(() => chooseBrand(id))
            }}
            onClose={() => setChoosing(false)}
          />
        </Suspense>
      )}
    </>
  )
}
