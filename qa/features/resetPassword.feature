Feature: Choosing a new password (email link) (machines/recovery/reset-password.machine.ts)
  QA paths generated from the statecharts by `npm run paths -- --write`: the steps come from
  the QA model's catalogue of patient steps, the checks after each step from the oracle (step
  registry, route table, messages, spec). Do not edit: regenerate. Your own scenarios go in
  qa/features/own/ (docs/qa.md, "Adding a scenario"); `npm run test:bdd` runs both.

  @journey @walk-reset-link-1
  Scenario: A registered, signed-out patient who asked for a link to reset their password (through the API): goes to /auth in the app (a link, or Back/Forward); then opens the link in the mail "Reset your herd Health password"; then chooses a new pa...
    A registered, signed-out patient who asked for a link to reset their password (through the API).

    Given an account registered through the API:
      | Full Name | Pat Doe                           |
      | Email     | qa-walk-reset-link-1@example.test |
      | Password  | amber kettle winter 42            |
    And the patient asked for a link to reset their password through the API
    When the patient opens "/auth/reset-password"
    Then the address is "/auth/reset-password"
    And the heading is "Choose a new password"
    And the page says "This link cannot be used"
    And the page says "This link is incomplete. Open the link from the email again, or copy the whole address into your browser."
    And the browser stores no session token and no theme
    And the page is light
    When the patient goes to "/auth" in the app
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient opens the link in the mail "Reset your herd Health password"
    Then the address is "/auth/reset-password"
    And the heading is "Choose a new password"
    And the "Set new password" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient fills in the form:
      | New password         | violet harbor lantern 7 |
      | Confirm new password | violet harbor lantern 7 |
    And the patient presses "Set new password"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the message "Password changed" is shown saying "You have been signed out everywhere. Sign in with your new password."
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient opens the link in the mail "Reset your herd Health password"
    Then the address is "/auth/reset-password"
    And the heading is "Choose a new password"
    And the "Set new password" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient fills in the form:
      | New password         | violet harbor lantern 7 |
      | Confirm new password | violet harbor lantern 7 |
    And the patient presses "Set new password"
    Then the address is "/auth/reset-password"
    And the heading is "Choose a new password"
    And the page says "This link cannot be used"
    And the page says "This link to reset your password has expired or was already used. Ask for a new one with \"Forgot password?\" on the sign-in page."
    And the browser stores no session token and no theme
    And the page is light

  @journey @walk-reset-link-2
  Scenario: A registered, signed-out patient who asked for a link to reset their password (through the API): opens the link in the mail "Reset your herd Health password"; then chooses a new password, and the server fails (HTTP 500); then chooses a n...
    A registered, signed-out patient who asked for a link to reset their password (through the API).

    Given an account registered through the API:
      | Full Name | Pat Doe                           |
      | Email     | qa-walk-reset-link-2@example.test |
      | Password  | amber kettle winter 42            |
    And the patient asked for a link to reset their password through the API
    When the patient opens the link in the mail "Reset your herd Health password"
    Then the address is "/auth/reset-password"
    And the heading is "Choose a new password"
    And the "Set new password" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the server answers the next "POST /auth/password/reset" with HTTP 500
    And the patient fills in the form:
      | New password         | violet harbor lantern 7 |
      | Confirm new password | violet harbor lantern 7 |
    And the patient presses "Set new password"
    Then the address is "/auth/reset-password"
    And the heading is "Choose a new password"
    And the page says "Your password was not changed"
    And the page says "Something went wrong on our side. Please try again."
    And the "Set new password" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient fills in the form:
      | New password         | violet harbor lantern 7 |
      | Confirm new password | amber kettle winter 41  |
    And the patient presses "Set new password"
    Then the address is "/auth/reset-password"
    And the heading is "Choose a new password"
    And the message "Passwords don't match" is shown saying "Please make sure your passwords match"
    And the page says "Your password was not changed"
    And the page says "Something went wrong on our side. Please try again."
    And the "Set new password" button is enabled
    And the browser stores no session token and no theme
    And the page is light
