Feature: Theme (machines/theme/theme.machine.ts)
  QA paths generated from the statecharts by `npm run paths -- --format gherkin`: the
  steps come from the machines, the expected address, heading and message after each step
  from the step registry, the route table and the messages. Do not edit; regenerate.

  @journey @walk-server-unreachable-1
  Scenario: The patient goes to /dashboard in the app (a link, or Back/Forward); then 10,000 ms pass; then the connection comes back and the patient presses "Try again"
    Given a signed-in patient whose browser cannot reach the server
    When the patient opens /onboarding/medical-condition
    Then the address is "/onboarding/medical-condition"
    And the heading is "We can't reach herd Health right now"
    When the patient goes to /dashboard in the app (a link, or Back/Forward)
    Then the address is "/dashboard"
    And the heading is "We can't reach herd Health right now"
    When 10,000 ms pass
    Then the address is "/dashboard"
    And the heading is "We can't reach herd Health right now"
    When the connection comes back and the patient presses "Try again"
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"

  @journey @walk-signed-in-at-personalInfo-1
  Scenario: The patient logs out
    Given a signed-in patient whose answers are saved up to "Personal Information"
    When the patient opens /onboarding
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    When the patient logs out
    Then the address is "/"
    And the heading is "Rare condition care that starts with your story"

  @journey @walk-finished-2
  Scenario: The patient chooses the light theme; then the patient reloads the page; then the patient chooses the dark theme; then the patient reloads the page; then the patient chooses the ...
    Given a signed-in patient who finished onboarding (through the API)
    When the patient opens /dashboard/settings
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    When the patient chooses the light theme
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    When the patient reloads the page
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    When the patient chooses the dark theme
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    When the patient reloads the page
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    When the patient chooses the system theme
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    When the operating system switches to dark mode
    Then the address is "/dashboard/settings"
    And the heading is "Settings"

  @journey @walk-finished-3
  Scenario: The patient chooses the light theme; then the operating system switches to dark mode
    Given a signed-in patient who finished onboarding (through the API)
    When the patient opens /dashboard/settings
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    When the patient chooses the light theme
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    When the operating system switches to dark mode
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
