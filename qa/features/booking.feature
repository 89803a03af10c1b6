Feature: Booking calendar (machines/booking/booking.machine.ts)
  QA paths generated from the statecharts by `npm run paths -- --format gherkin`: the
  steps come from the machines, the expected address, heading and message after each step
  from the step registry, the route table and the messages. Do not edit; regenerate.

  @dead-end @calendar-offline
  Scenario: The booking calendar cannot load: "Try again", and the patient can still finish
    Given a signed-in patient whose answers are saved up to "Book Appointment"
    When the patient opens /onboarding/book-appointment
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"

  @dead-end @calendar-too-slow
  Scenario: The booking calendar does not answer within 15 seconds: unavailable
    Given a signed-in patient whose answers are saved up to "Book Appointment"
    When the patient opens /onboarding/book-appointment
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    When 15,000 ms pass
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"

  @journey @walk-signed-in-at-bookAppointment-embed-offline-1
  Scenario: The calendar can be reached again and the patient presses "Try again"
    Given a signed-in patient whose answers are saved up to "Book Appointment"
    When the patient opens /onboarding/book-appointment
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    When the calendar can be reached again and the patient presses "Try again"
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
