// The whole of antd, as the host offers it to federated sub-apps under the share key `antd`
// (configs/webpack/shared.cjs `hostShared`). The shell's own code imports antd directly, so it only
// loads the components it draws; this module, and with it the rest of antd, loads with the first
// sub-app or page that asks for `antd` from the share scope. Both paths reach the same module files of
// this build, so there is still one antd, one ConfigProvider context and one theme.
export * from 'antd'
