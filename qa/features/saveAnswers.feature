Feature: Saving answers (machines/save/save-answers.machine.ts)
  QA paths generated from the statecharts by `npm run paths -- --write`: the steps come from
  the QA model's catalogue of patient steps, the checks after each step from the oracle (step
  registry, route table, messages, spec). Do not edit: regenerate. Your own scenarios go in
  qa/features/own/ (docs/qa.md, "Adding a scenario"); `npm run test:bdd` runs both.

  @dead-end @session-ends-while-saving
  Scenario: The session ends before a save: "Please sign in again"; a wrong password is refused, the right one saves the answers and moves on
    A signed-in patient whose answers are saved up to "Medical Condition".

    Given an account registered through the API:
      | Full Name | Pat Doe                                   |
      | Email     | qa-session-ends-while-saving@example.test |
      | Password  | amber kettle winter 42                    |
    And these answers saved through the API:
      | First name         | Pat        |
      | Last name          | Doe        |
      | Date of birth      | 1990-04-01 |
      | Gender             | Female     |
      | State of residence | Michigan   |
    And the browser holds the account's session
    When the patient opens "/onboarding/medical-condition"
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the session ends on the server
    And the patient fills in the form:
      | Have you been clinically diagnosed with a rare condition? | Yes             |
      | Primary rare condition                                    | Cystic fibrosis |
      | Year of diagnosis                                         | 2001            |
      | Primary symptoms                                          | Cough           |
    And the patient presses "Next"
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    And the page says "Please sign in again"
    And the "Sign in" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient fills in "Password" with "amber kettle winter 41"
    And the patient presses "Sign in"
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    And the message "Authentication failed" is shown saying "Please check your credentials and try again"
    And the page says "Please sign in again"
    And the "Sign in" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient fills in "Password" with "amber kettle winter 42"
    And the patient presses "Sign in"
    Then the address is "/onboarding/medical-history"
    And the heading is "Medical History"
    And the message "Medical condition saved" is shown
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
