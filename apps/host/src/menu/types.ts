/** The shell's menus, as the contract declares them (`menu/routes`, `menu/applicationInfoList`). */
export type { MenuApplication as Application, MenuRoute } from '@store/contract'
