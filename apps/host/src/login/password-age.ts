/**
 * spec §4 Login: what a password age means. 0 and 3 start the session (3 with a warning); 2 (initial
 * password) must be changed first; 1 (expired) must be reset before the user is logged in. Any other
 * value leaves the user not logged in.
 */
export type PasswordStage = 'session' | 'warnThenSession' | 'changeInitial' | 'resetExpired' | 'notLoggedIn'

export function passwordStage(pwdExpired: number | undefined): PasswordStage {
  switch (pwdExpired) {
    case 0:
      return 'session'
    case 3:
      return 'warnThenSession'
    case 2:
      return 'changeInitial'
    case 1:
      return 'resetExpired'
    default:
      return 'notLoggedIn'
  }
}
