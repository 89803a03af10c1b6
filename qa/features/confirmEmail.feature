Feature: Confirming the email address (email link) (machines/email/confirm-email.machine.ts)
  QA paths generated from the statecharts by `npm run paths -- --write`: the steps come from
  the QA model's catalogue of patient steps, the checks after each step from the oracle (step
  registry, route table, messages, spec). Do not edit: regenerate. Your own scenarios go in
  qa/features/own/ (docs/qa.md, "Adding a scenario"); `npm run test:bdd` runs both.

  @journey @walk-confirm-link-1
  Scenario: A registered, signed-out patient with the mail "Confirm your email address" that registering sent: opens the link in the mail "Confirm your email address"; then opens the link in the mail "Confirm your email address"
    A registered, signed-out patient with the mail "Confirm your email address" that registering sent.

    Given an account registered through the API:
      | Full Name | Pat Doe                             |
      | Email     | qa-walk-confirm-link-1@example.test |
      | Password  | amber kettle winter 42              |
    When the patient opens "/auth/confirm-email"
    Then the address is "/auth/confirm-email"
    And the heading is "This link did not work"
    And the page says "This link is incomplete. Open the link from the email again, or copy the whole address into your browser."
    And the browser stores no session token and no theme
    And the page is light
    When the patient opens the link in the mail "Confirm your email address"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the message "Email confirmed" is shown saying "Thank you: your email address is confirmed."
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient opens the link in the mail "Confirm your email address"
    Then the address is "/auth/confirm-email"
    And the heading is "This link did not work"
    And the page says "This confirmation link has expired or was already used. Sign in and choose \"Send again\" to get a new one."
    And the browser stores no session token and no theme
    And the page is light

  @journey @walk-confirm-link-unreachable-1
  Scenario: A registered, signed-out patient with the mail "Confirm your email address", whose browser cannot reach the server to confirm it: opens the link in the mail "Confirm your email address"; then the connection comes back and the patient pre...
    A registered, signed-out patient with the mail "Confirm your email address", whose browser cannot reach the server to confirm it.

    Given an account registered through the API:
      | Full Name | Pat Doe                                         |
      | Email     | qa-walk-confirm-link-unreachable-1@example.test |
      | Password  | amber kettle winter 42                          |
    And the browser's requests to "POST /auth/email/verify" fail
    When the patient opens the link in the mail "Confirm your email address"
    Then the address is "/auth/confirm-email"
    And the heading is "Confirming your email"
    And the page says "We could not reach herd Health"
    And the page says "Check your internet connection, then choose \"Try again\". Your email address is not confirmed yet."
    And the "Try again" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the browser's requests to "POST /auth/email/verify" work again
    And the patient presses "Try again"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the message "Email confirmed" is shown saying "Thank you: your email address is confirmed."
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
