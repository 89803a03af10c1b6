Feature: Dashboard (machines/dashboard/dashboard.machine.ts)
  QA paths generated from the statecharts by `npm run paths -- --format gherkin`: the
  steps come from the machines, the expected address, heading and message after each step
  from the step registry, the route table and the messages. Do not edit; regenerate.

  @journey @walk-finished-1
  Scenario: The patient goes to /dashboard/calendar in the app (a link, or Back/Forward); then the patient goes to /dashboard in the app (a link, or Back/Forward); then the patient goes to ...
    Given a signed-in patient who finished onboarding (through the API)
    When the patient opens /dashboard
    Then the address is "/dashboard"
    And the heading is "Welcome back, Pat"
    When the patient goes to /dashboard/calendar in the app (a link, or Back/Forward)
    Then the address is "/dashboard/calendar"
    And the heading is "Appointments"
    When the patient goes to /dashboard in the app (a link, or Back/Forward)
    Then the address is "/dashboard"
    And the heading is "Welcome back, Pat"
    When the patient goes to /dashboard/messages in the app (a link, or Back/Forward)
    Then the address is "/dashboard/messages"
    And the heading is "Messages"
    When the patient goes to /dashboard/profile in the app (a link, or Back/Forward)
    Then the address is "/dashboard/profile"
    And the heading is "Profile"
    When the patient goes to /dashboard/report in the app (a link, or Back/Forward)
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"
    When the patient goes to /dashboard/summary in the app (a link, or Back/Forward)
    Then the address is "/dashboard/summary"
    And the heading is "Pre-visit summary"
    When the patient goes to /dashboard/settings in the app (a link, or Back/Forward)
    Then the address is "/dashboard/settings"
    And the heading is "Settings"

  @journey @walk-finished-with-report-1
  Scenario: The patient opens /dashboard/report
    Given a signed-in patient who finished onboarding with a report the server read (through the API)
    When the patient opens /dashboard/report
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"

  @dead-end @walk-finished-report-unavailable-1
  Scenario: The patient opens /dashboard/report
    Given a signed-in patient who finished onboarding with a report on file whose results the server cannot load (HTTP 500)
    When the patient opens /dashboard/report
    Then the address is "/dashboard/report"
    And the heading is "My genetic report"
