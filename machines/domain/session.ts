/** Auth response (spec section 3 and 7). */
export interface AuthSession {
  access_token: string;
  email: string;
  name: string;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface Registration {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Onboarding check response. */
export interface OnboardingCheck {
  redirect_path: string;
}
