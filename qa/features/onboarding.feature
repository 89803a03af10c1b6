Feature: Onboarding (machines/onboarding/onboarding.machine.ts)
  QA paths generated from the statecharts by `npm run paths -- --format gherkin`: the
  steps come from the machines, the expected address, heading and message after each step
  from the step registry, the route table and the messages. Do not edit; regenerate.

  @dead-end @not-served
  Scenario: A state other than Michigan: "Service Not Available"
    Given a signed-in patient whose answers are saved up to "Personal Information"
    When the patient opens /onboarding
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    When the patient chooses Ohio as their state of residence
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Service Not Available" is shown saying "We're currently only able to provide services in Michigan. We're working hard to expand to more states soon."

  @dead-end @save-fails-personalInfo
  Scenario: The server fails to save "personalInfo": the step's failure message, the patient stays
    Given a signed-in patient whose answers are saved up to "Personal Information"
    When the patient opens /onboarding
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    When the patient answers Personal Information and presses Next, and the server fails to save (HTTP 500)
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Save Failed" is shown saying "There was an error saving your information. Please try again."
    When the patient answers Personal Information and presses Next, and the server fails to save (HTTP 500)
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Save Failed" is shown saying "There was an error saving your information. Please try again."

  @dead-end @save-fails-medicalCondition
  Scenario: The server fails to save "medicalCondition": the step's failure message, the patient stays
    Given a signed-in patient whose answers are saved up to "Medical Condition"
    When the patient opens /onboarding/medical-condition
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    When the patient answers Medical Condition and presses Next, and the server fails to save (HTTP 500)
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    And the message "Save Failed" is shown saying "There was an error saving your information. Please try again."
    When the patient answers Medical Condition and presses Next, and the server fails to save (HTTP 500)
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    And the message "Save Failed" is shown saying "There was an error saving your information. Please try again."

  @dead-end @save-fails-medicalHistory
  Scenario: The server fails to save "medicalHistory": the step's failure message, the patient stays
    Given a signed-in patient whose answers are saved up to "Medical History"
    When the patient opens /onboarding/medical-history
    Then the address is "/onboarding/medical-history"
    And the heading is "Medical History"
    When the patient answers Medical History and presses Next, and the server fails to save (HTTP 500)
    Then the address is "/onboarding/medical-history"
    And the heading is "Medical History"
    And the message "Error saving medical history" is shown saying "There was an error saving your medical history. Please try again."
    When the patient answers Medical History and presses Next, and the server fails to save (HTTP 500)
    Then the address is "/onboarding/medical-history"
    And the heading is "Medical History"
    And the message "Error saving medical history" is shown saying "There was an error saving your medical history. Please try again."

  @dead-end @save-fails-geneticReport
  Scenario: The server fails to save "geneticReport": the step's failure message, the patient stays
    Given a signed-in patient whose answers are saved up to "Genetic Report"
    When the patient opens /onboarding/genetic-report
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    When the patient answers Genetic Report and presses Next, and the server fails to save (HTTP 500)
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Save Failed" is shown saying "There was an error saving your preference. Please try again."
    When the patient answers Genetic Report and presses Next, and the server fails to save (HTTP 500)
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Save Failed" is shown saying "There was an error saving your preference. Please try again."

  @dead-end @save-fails-medicalChecklist
  Scenario: The server fails to save "medicalChecklist": the step's failure message, the patient stays
    Given a signed-in patient whose answers are saved up to "Medical Assessment Checklist"
    When the patient opens /onboarding/medical-checklist
    Then the address is "/onboarding/medical-checklist"
    And the heading is "Medical Assessment Checklist"
    When the patient answers Medical Assessment Checklist and presses Next, and the server fails to save (HTTP 500)
    Then the address is "/onboarding/medical-checklist"
    And the heading is "Medical Assessment Checklist"
    And the message "Save Failed" is shown saying "There was an error saving your checklist. Please try again."
    When the patient answers Medical Assessment Checklist and presses Next, and the server fails to save (HTTP 500)
    Then the address is "/onboarding/medical-checklist"
    And the heading is "Medical Assessment Checklist"
    And the message "Save Failed" is shown saying "There was an error saving your checklist. Please try again."

  @dead-end @save-fails-bookAppointment
  Scenario: The server fails to save "bookAppointment": the step's failure message, the patient stays
    Given a signed-in patient whose answers are saved up to "Book Appointment", having said they have a genetic report
    When the patient opens /onboarding/book-appointment
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    When the patient presses "Complete & Go to Dashboard", and the server fails to save (HTTP 500)
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Error" is shown saying "Failed to complete onboarding. Please try again."
    When the patient presses "Complete & Go to Dashboard", and the server fails to save (HTTP 500)
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Error" is shown saying "Failed to complete onboarding. Please try again."

  @journey @walk-finished-2
  Scenario: The patient goes to /onboarding/book-appointment in the app (a link, or Back/Forward); then the patient goes to /onboarding in the app (a link, or Back/Forward); then the patien...
    Given a signed-in patient who finished onboarding (through the API)
    When the patient opens /dashboard
    Then the address is "/dashboard"
    And the heading is "Welcome back, Pat"
    When the patient goes to /onboarding/book-appointment in the app (a link, or Back/Forward)
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    When the patient goes to /onboarding in the app (a link, or Back/Forward)
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    When the patient goes to /onboarding/medical-condition in the app (a link, or Back/Forward)
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    When the patient goes to /onboarding/medical-history in the app (a link, or Back/Forward)
    Then the address is "/onboarding/medical-history"
    And the heading is "Medical History"
    When the patient goes to /onboarding/genetic-report in the app (a link, or Back/Forward)
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    When the patient goes to /onboarding/medical-checklist in the app (a link, or Back/Forward)
    Then the address is "/onboarding/medical-checklist"
    And the heading is "Medical Assessment Checklist"
    When the patient goes to /dashboard in the app (a link, or Back/Forward)
    Then the address is "/dashboard"
    And the heading is "Welcome back, Pat"

  @journey @walk-signed-in-at-personalInfo-2
  Scenario: The patient answers Personal Information and presses Next; then the patient presses Back; then the patient goes to /onboarding in the app (a link, or Back/Forward); then the pat...
    Given a signed-in patient whose answers are saved up to "Personal Information"
    When the patient opens /onboarding
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    When the patient answers Personal Information and presses Next
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    And the message "Personal information saved" is shown
    When the patient presses Back
    Then the address is "/onboarding/personal-info"
    And the heading is "Personal Information"
    When the patient goes to /onboarding in the app (a link, or Back/Forward)
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    When the patient answers Personal Information and presses Next
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"
    And the message "Personal information saved" is shown
    When the patient answers Medical Condition and presses Next
    Then the address is "/onboarding/medical-history"
    And the heading is "Medical History"
    And the message "Medical condition saved" is shown
    When the patient presses Back
    Then the address is "/onboarding/medical-condition"
    And the heading is "Medical Condition"

  @journey @walk-signed-in-at-medicalHistory-1
  Scenario: The patient answers Medical History and presses Next; then the patient presses Back
    Given a signed-in patient whose answers are saved up to "Medical History"
    When the patient opens /onboarding/medical-history
    Then the address is "/onboarding/medical-history"
    And the heading is "Medical History"
    When the patient answers Medical History and presses Next
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Medical history saved" is shown
    When the patient presses Back
    Then the address is "/onboarding/medical-history"
    And the heading is "Medical History"

  @journey @walk-signed-in-at-geneticReport-1
  Scenario: The patient answers Genetic Report and presses Next; then the patient presses Back; then the patient answers Genetic Report and presses Next; then the patient answers Medical As...
    Given a signed-in patient whose answers are saved up to "Genetic Report"
    When the patient opens /onboarding/genetic-report
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    When the patient answers Genetic Report and presses Next
    Then the address is "/onboarding/medical-checklist"
    And the heading is "Medical Assessment Checklist"
    And the message "Information saved" is shown saying "Your preference has been saved."
    When the patient presses Back
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    When the patient answers Genetic Report and presses Next
    Then the address is "/onboarding/medical-checklist"
    And the heading is "Medical Assessment Checklist"
    And the message "Information saved" is shown saying "Your preference has been saved."
    When the patient answers Medical Assessment Checklist and presses Next
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    And the message "Checklist information saved" is shown saying "Your checklist information has been successfully saved."
    When the patient presses Back
    Then the address is "/onboarding/medical-history"
    And the heading is "Medical History"

  @journey @walk-signed-in-at-geneticReport-2
  Scenario: The patient answers Yes: they have a genetic testing report; then the patient uploads their genetic report (a PDF naming one variant); then the patient reloads the page
    Given a signed-in patient whose answers are saved up to "Genetic Report"
    When the patient opens /onboarding/genetic-report
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    When the patient answers Yes: they have a genetic testing report
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    When the patient uploads their genetic report (a PDF naming one variant)
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Report Processed Successfully" is shown saying "Found 1 genetic variant in your report."
    When the patient reloads the page
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"

  @journey @walk-signed-in-at-geneticReport-3
  Scenario: The patient answers Yes: they have a genetic testing report; then the patient uploads their genetic report (a PDF naming one variant), and the server takes its time reading it; ...
    Given a signed-in patient whose answers are saved up to "Genetic Report"
    When the patient opens /onboarding/genetic-report
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    When the patient answers Yes: they have a genetic testing report
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    When the patient uploads their genetic report (a PDF naming one variant), and the server takes its time reading it
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    When the patient presses Cancel while the report uploads
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"

  @journey @walk-signed-in-at-bookAppointment-with-report-1
  Scenario: The patient presses "Complete & Go to Dashboard"; then the patient logs out
    Given a signed-in patient whose answers are saved up to "Book Appointment", having said they have a genetic report
    When the patient opens /onboarding/book-appointment
    Then the address is "/onboarding/book-appointment"
    And the heading is "Book Appointment"
    When the patient presses "Complete & Go to Dashboard"
    Then the address is "/dashboard"
    And the heading is "Welcome back, Pat"
    And the message "Onboarding Complete" is shown saying "Your profile has been set up successfully."
    When the patient logs out
    Then the address is "/"
    And the heading is "Rare condition care that starts with your story"
    And the message "Logged out" is shown saying "You have been successfully logged out."

  @journey @walk-report-on-file-1
  Scenario: The patient answers Genetic Report and presses Next, with a report on file or on its way; then the patient goes to /onboarding in the app (a link, or Back/Forward); then the pat...
    Given a signed-in patient at "Genetic Report" with a report the server read earlier
    When the patient opens /onboarding/genetic-report
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    When the patient answers Genetic Report and presses Next, with a report on file or on its way
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the question "Delete your report?" is asked
    When the patient goes to /onboarding in the app (a link, or Back/Forward)
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    When the patient goes to /onboarding/genetic-report in the app (a link, or Back/Forward)
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    When the patient answers Genetic Report and presses Next, with a report on file or on its way
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the question "Delete your report?" is asked
    When the patient presses "Delete report and continue"
    Then the address is "/onboarding/medical-checklist"
    And the heading is "Medical Assessment Checklist"
    And the message "Information saved" is shown saying "Your preference has been saved."

  @journey @walk-report-on-file-2
  Scenario: The patient answers Genetic Report and presses Next, with a report on file or on its way; then the patient presses "Keep my report"; then the patient answers Genetic Report and ...
    Given a signed-in patient at "Genetic Report" with a report the server read earlier
    When the patient opens /onboarding/genetic-report
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    When the patient answers Genetic Report and presses Next, with a report on file or on its way
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the question "Delete your report?" is asked
    When the patient presses "Keep my report"
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    When the patient answers Genetic Report and presses Next, with a report on file or on its way
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the question "Delete your report?" is asked
    When the patient presses "Delete report and continue", and the server fails to save (HTTP 500)
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the message "Save Failed" is shown saying "There was an error saving your preference. Please try again."
    When the patient answers Genetic Report and presses Next, with a report on file or on its way
    Then the address is "/onboarding/genetic-report"
    And the heading is "Genetic Report"
    And the question "Delete your report?" is asked
