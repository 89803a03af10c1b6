Feature: Forgot password (machines/recovery/forgot-password.machine.ts)
  QA paths generated from the statecharts by `npm run paths -- --write`: the steps come from
  the QA model's catalogue of patient steps, the checks after each step from the oracle (step
  registry, route table, messages, spec). Do not edit: regenerate. Your own scenarios go in
  qa/features/own/ (docs/qa.md, "Adding a scenario"); `npm run test:bdd` runs both.

  @dead-end @reset-link-not-sent
  Scenario: Asking for a password reset link when the server fails: "The link was not sent" and the form stays; asking again sends it
    A patient registered with email and password (through the API), signed out.

    Given an account registered through the API:
      | Full Name | Pat Doe                             |
      | Email     | qa-reset-link-not-sent@example.test |
      | Password  | amber kettle winter 42              |
    When the patient opens "/auth"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient goes to "/auth/forgot-password" in the app
    Then the address is "/auth/forgot-password"
    And the heading is "Forgot your password?"
    And the "Send the link" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the server answers the next "POST /auth/password/forgot" with HTTP 500
    And the patient fills in "Email" with "patient@example.test"
    And the patient presses "Send the link"
    Then the address is "/auth/forgot-password"
    And the heading is "Forgot your password?"
    And the page says "The link was not sent"
    And the page says "Something went wrong on our side. Please try again."
    And the "Send the link" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient fills in "Email" with "patient@example.test"
    And the patient presses "Send the link"
    Then the address is "/auth/forgot-password"
    And the heading is "Forgot your password?"
    And the page says "Check your email"
    And the "Send again" button is enabled
    And the browser stores no session token and no theme
    And the page is light

  @journey @walk-registered-1
  Scenario: A patient registered with email and password (through the API), signed out: goes to /auth/forgot-password in the app (a link, or Back/Forward); then asks for a link to reset their password; then asks for a link to reset their password; t...
    A patient registered with email and password (through the API), signed out.

    Given an account registered through the API:
      | Full Name | Pat Doe                           |
      | Email     | qa-walk-registered-1@example.test |
      | Password  | amber kettle winter 42            |
    When the patient opens "/auth"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient goes to "/auth/forgot-password" in the app
    Then the address is "/auth/forgot-password"
    And the heading is "Forgot your password?"
    And the "Send the link" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient fills in "Email" with "patient@example.test"
    And the patient presses "Send the link"
    Then the address is "/auth/forgot-password"
    And the heading is "Forgot your password?"
    And the page says "Check your email"
    And the "Send again" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient presses "Send again"
    Then the address is "/auth/forgot-password"
    And the heading is "Forgot your password?"
    And the page says "Check your email"
    And the "Send again" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient presses "Use another address"
    Then the address is "/auth/forgot-password"
    And the heading is "Forgot your password?"
    And the "Send the link" button is enabled
    And the browser stores no session token and no theme
    And the page is light
