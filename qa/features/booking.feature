Feature: Booking calendar (machines/booking/booking.machine.ts)
  QA paths generated from the statecharts by `npm run paths -- --write`: the steps come from
  the QA model's catalogue of patient steps, the checks after each step from the oracle (step
  registry, route table, messages, spec). Do not edit: regenerate. Your own scenarios go in
  qa/features/own/ (docs/qa.md, "Adding a scenario"); `npm run test:bdd` runs both.

  @dead-end @calendar-offline
  Scenario: The booking calendar cannot load: "Try again"; the patient can still finish onboarding without booking
    A signed-in patient whose answers are saved up to "Book Appointment".

    Given an account registered through the API:
      | Full Name | Pat Doe                          |
      | Email     | qa-calendar-offline@example.test |
      | Password  | amber kettle winter 42           |
    And these answers saved through the API:
      | First name                   | Pat                           |
      | Last name                    | Doe                           |
      | Date of birth                | 1990-04-01                    |
      | Gender                       | Female                        |
      | State of residence           | Michigan                      |
      | Clinically diagnosed         | Yes                           |
      | Primary rare condition       | Cystic fibrosis               |
      | Year of diagnosis            | 2001                          |
      | Primary symptoms             | Cough                         |
      | Current medications          | Ivacaftor                     |
      | Other medical conditions     | (none)                        |
      | Family medical history       | Mother carries a CFTR variant |
      | Has a genetic testing report | No                            |
      | Medical checklist            | Severe hypotonia              |
    And the browser holds the account's session
    And the booking calendar's script cannot be loaded
    When the patient opens "/onboarding/book-appointment"
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the page says "The booking calendar is not available right now"
    And the "Complete & Go to Dashboard" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient presses "Complete & Go to Dashboard"
    Then the address is "/dashboard"
    And the heading is "Welcome back, Pat"
    And the message "Onboarding Complete" is shown saying "Your profile has been set up successfully."
    And the browser stores a session token and no theme
    And the page is light

  @dead-end @calendar-too-slow @clock
  Scenario: The booking calendar does not answer within 15 seconds: unavailable; once it can be reached, "Try again" loads it and the patient books
    A signed-in patient whose answers are saved up to "Book Appointment".

    Given an account registered through the API:
      | Full Name | Pat Doe                           |
      | Email     | qa-calendar-too-slow@example.test |
      | Password  | amber kettle winter 42            |
    And these answers saved through the API:
      | First name                   | Pat                           |
      | Last name                    | Doe                           |
      | Date of birth                | 1990-04-01                    |
      | Gender                       | Female                        |
      | State of residence           | Michigan                      |
      | Clinically diagnosed         | Yes                           |
      | Primary rare condition       | Cystic fibrosis               |
      | Year of diagnosis            | 2001                          |
      | Primary symptoms             | Cough                         |
      | Current medications          | Ivacaftor                     |
      | Other medical conditions     | (none)                        |
      | Family medical history       | Mother carries a CFTR variant |
      | Has a genetic testing report | No                            |
      | Medical checklist            | Severe hypotonia              |
    And the browser holds the account's session
    And the booking calendar's script never answers
    When the patient opens "/onboarding/book-appointment"
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the "Complete & Go to Dashboard" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When 15,000 ms pass
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And no message is shown
    And the page says "The booking calendar is not available right now"
    And the "Complete & Go to Dashboard" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the booking calendar's script can be loaded again
    And the patient presses "Try again"
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the "Complete & Go to Dashboard" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient books a time in the calendar
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Appointment Booked" is shown saying "Your appointment has been successfully scheduled."
    And the "Complete & Go to Dashboard" button is enabled
    And the browser stores a session token and no theme
    And the page is light
