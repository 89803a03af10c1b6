Feature: Messages (toasts) (machines/toast/toast.machine.ts)
  QA paths generated from the statecharts by `npm run paths -- --write`: the steps come from
  the QA model's catalogue of patient steps, the checks after each step from the oracle (step
  registry, route table, messages, spec). Do not edit: regenerate. Your own scenarios go in
  qa/features/own/ (docs/qa.md, "Adding a scenario"); `npm run test:bdd` runs both.

  @journey @walk-registered-5
  Scenario: A patient registered with email and password (through the API), signed out: signs in with their email and password; then closes the message
    A patient registered with email and password (through the API), signed out.

    Given an account registered through the API:
      | Full Name | Pat Doe                           |
      | Email     | qa-walk-registered-5@example.test |
      | Password  | amber kettle winter 42            |
    When the patient opens "/auth"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient opens the "Login" tab
    And the patient fills in the form:
      | Email    | qa-walk-registered-5@example.test |
      | Password | amber kettle winter 42            |
    And the patient presses "Sign in"
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Successfully logged in" is shown saying "Welcome back to herd Health"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Close notification"
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And no message is shown
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
