import { expect, type Locator, type Page } from '@playwright/test';
import type { NewPatient } from '../support/patients';

/** /auth: the Login and Register tabs and "Continue with Google". */
export class AuthPage {
  constructor(private readonly page: Page) {}

  private get loginForm(): Locator {
    return this.page.getByRole('form', { name: 'Login' });
  }

  private get registerForm(): Locator {
    return this.page.getByRole('form', { name: 'Register' });
  }

  async doOpen(): Promise<void> {
    await this.page.goto('/auth');
    await this.seeSignInPage();
  }

  async seeSignInPage(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'herd Health' })).toBeVisible();
    await expect(this.page.getByText('The Rare Disease Platform')).toBeVisible();
  }

  async doRegister(patient: NewPatient, confirmPassword = patient.password): Promise<void> {
    await this.page.getByRole('tab', { name: 'Register' }).click();
    const form = this.registerForm;
    await form.getByLabel('Full Name').fill(patient.name);
    await form.getByLabel('Email').fill(patient.email);
    await form.getByLabel('Password', { exact: true }).fill(patient.password);
    await form.getByLabel('Confirm Password').fill(confirmPassword);
    await form.getByRole('button', { name: 'Create account' }).click();
  }

  /** The Login tab, filled in; nothing sent yet. */
  async doFillLogin(email: string, password: string): Promise<void> {
    await this.page.getByRole('tab', { name: 'Login' }).click();
    const form = this.loginForm;
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
  }

  async doLogin(email: string, password: string): Promise<void> {
    await this.doFillLogin(email, password);
    await this.loginForm.getByRole('button', { name: 'Sign in' }).click();
  }

  async doContinueWithGoogle(): Promise<void> {
    await this.page.getByRole('button', { name: 'Continue with Google' }).click();
  }

  async seeRegisterFormStillFilled(patient: NewPatient): Promise<void> {
    await expect(this.registerForm.getByLabel('Email')).toHaveValue(patient.email);
  }
}
