Feature: Messages (toasts) (machines/toast/toast.machine.ts)
  QA paths generated from the statecharts by `npm run paths -- --format gherkin`: the
  steps come from the machines, the expected address, heading and message after each step
  from the step registry, the route table and the messages. Do not edit; regenerate.

  @journey @walk-registered-3
  Scenario: The patient signs in with their email and password; then 5,000 ms pass; then 1,000,000 ms pass
    Given a patient registered with email and password (through the API), signed out
    When the patient opens /auth
    Then the address is "/auth"
    And the heading is "herd Health"
    When the patient signs in with their email and password
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Successfully logged in" is shown saying "Welcome back to herd Health"
    When 5,000 ms pass
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And no message is shown
    When 1,000,000 ms pass
    Then the address is "/onboarding"
    And the heading is "Personal Information"

  @journey @walk-registered-5
  Scenario: The patient signs in with their email and password; then the patient closes the message
    Given a patient registered with email and password (through the API), signed out
    When the patient opens /auth
    Then the address is "/auth"
    And the heading is "herd Health"
    When the patient signs in with their email and password
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Successfully logged in" is shown saying "Welcome back to herd Health"
    When the patient closes the message
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And no message is shown
