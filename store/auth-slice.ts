import type { Me, SignupWay, TwoFactorChannel } from '@/lib/contracts/auth';
import type { SliceCreator } from './types';

export type AuthMode = 'login' | 'signup';

/** What a guest tried that needs a free account: the prompt to log in or sign up says so. */
export type MemberPromptReason = 'download' | 'favorite' | 'playlist' | 'vote' | 'follow' | 'library' | 'buy' | 'premium' | 'notify';

/** A login waiting for its second factor: the token of the 428 answer and where the code went. */
export interface PendingTwoFactor {
  token: string;
  channel: TwoFactorChannel;
}

/** Where the sign-up stands after its first step. */
export type SignupProgress =
  | { step: 'code'; way: SignupWay; contact: string }
  | { step: 'setup'; way: SignupWay; contact: string; signupToken: string };

export interface AuthSlice {
  isLoggedIn: boolean;
  userInfor: Me | null;
  /** True once the session was read back from browser storage, so screens can tell "logged out" from "not known yet". */
  authReady: boolean;
  authError: string | null;
  authLoading: boolean;
  registerLoading: boolean;
  checkingUserName: boolean;
  loginOpen: boolean;
  /** The signup flag: the Log In / Sign Up dialog opens in sign-up mode. */
  isSignup: boolean;
  signup: SignupProgress | null;
  twoFactor: PendingTwoFactor | null;
  forgotOpen: boolean;
  resetToken: string | null;
  showReset: boolean;
  /** The 'Download Tracks' prompt and its kin, open for a guest who tried a member's action. */
  memberPrompt: MemberPromptReason | null;

  openLogin: (mode?: AuthMode) => void;
  closeLogin: () => void;
  setAuthMode: (mode: AuthMode) => void;
  setSignup: (signup: SignupProgress | null) => void;
  setTwoFactor: (pending: PendingTwoFactor | null) => void;
  setAuthError: (message: string | null) => void;
  setAuthFlags: (flags: Partial<Pick<AuthSlice, 'authLoading' | 'registerLoading' | 'checkingUserName'>>) => void;
  /** Logged in as `user`; every dialog of the login closes, as it does whenever logged-in state changes. */
  setSession: (user: Me) => void;
  clearSession: () => void;
  updateUser: (user: Me) => void;
  setAuthReady: () => void;
  openForgot: () => void;
  closeForgot: () => void;
  /** Opens the new-password step for a verified recovery. */
  openReset: (token: string) => void;
  closeReset: () => void;
  openMemberPrompt: (reason: MemberPromptReason) => void;
  closeMemberPrompt: () => void;
}

// Opening the login starts it afresh; closing leaves the steps in place so the fading dialog does not flip.
const freshLogin = { signup: null, twoFactor: null, authError: null } as const;

export const createAuthSlice: SliceCreator<AuthSlice> = (set) => ({
  isLoggedIn: false,
  userInfor: null,
  authReady: false,
  authError: null,
  authLoading: false,
  registerLoading: false,
  checkingUserName: false,
  loginOpen: false,
  isSignup: false,
  signup: null,
  twoFactor: null,
  forgotOpen: false,
  resetToken: null,
  showReset: false,
  memberPrompt: null,

  openLogin: (mode = 'login') =>
    set({ ...freshLogin, loginOpen: true, isSignup: mode === 'signup', forgotOpen: false, showReset: false, memberPrompt: null }),
  closeLogin: () => set({ loginOpen: false }),
  setAuthMode: (mode) => set({ isSignup: mode === 'signup', signup: null, authError: null }),
  setSignup: (signup) => set({ signup, authError: null }),
  setTwoFactor: (twoFactor) => set({ twoFactor, authError: null }),
  setAuthError: (authError) => set({ authError }),
  setAuthFlags: (flags) => set(flags),
  setSession: (user) => set({ loginOpen: false, memberPrompt: null, isLoggedIn: true, userInfor: user, authReady: true }),
  clearSession: () => set({ loginOpen: false, isLoggedIn: false, userInfor: null, authReady: true, addingToPlaylist: null }),
  updateUser: (userInfor) => set({ userInfor }),
  setAuthReady: () => set({ authReady: true }),
  openForgot: () => set({ loginOpen: false, showReset: false, forgotOpen: true }),
  closeForgot: () => set({ forgotOpen: false }),
  openReset: (resetToken) => set({ forgotOpen: false, resetToken, showReset: true }),
  // The token stays until the next openReset, so the closing dialog keeps its content while it fades.
  closeReset: () => set({ showReset: false }),
  openMemberPrompt: (memberPrompt) => set({ memberPrompt }),
  closeMemberPrompt: () => set({ memberPrompt: null }),
});
