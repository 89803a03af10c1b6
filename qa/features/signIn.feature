Feature: Signing in (machines/sign-in/sign-in.machine.ts)
  QA paths generated from the statecharts by `npm run paths -- --format gherkin`: the
  steps come from the machines, the expected address, heading and message after each step
  from the step registry, the route table and the messages. Do not edit; regenerate.

  @dead-end @login-refused
  Scenario: A wrong password: "Authentication failed", the patient stays on the sign-in page
    Given a patient registered with email and password (through the API), signed out
    When the patient opens /auth
    Then the address is "/auth"
    And the heading is "herd Health"
    When the patient signs in with a wrong password
    Then the address is "/auth"
    And the heading is "herd Health"
    And the message "Authentication failed" is shown saying "Please check your credentials and try again"
    When the patient signs in with a wrong password
    Then the address is "/auth"
    And the heading is "herd Health"
    And the message "Authentication failed" is shown saying "Please check your credentials and try again"

  @dead-end @register-email-taken
  Scenario: Registering an email that already has an account: "Authentication failed" with the server's reason
    Given a patient registered with email and password (through the API), signed out
    When the patient opens /auth
    Then the address is "/auth"
    And the heading is "herd Health"
    When the patient creates an account with their name, email and password
    Then the address is "/auth"
    And the heading is "herd Health"
    And the message "Authentication failed" is shown
    When the patient creates an account with their name, email and password
    Then the address is "/auth"
    And the heading is "herd Health"
    And the message "Authentication failed" is shown

  @dead-end @passwords-differ
  Scenario: The two passwords differ: "Passwords don't match", nothing is sent
    Given a visitor without an account (a new Google account waits at the local OpenID provider)
    When the patient opens /auth
    Then the address is "/auth"
    And the heading is "herd Health"
    When the patient creates an account but the two passwords differ
    Then the address is "/auth"
    And the heading is "herd Health"
    And the message "Passwords don't match" is shown saying "Please make sure your passwords match"
    When the patient creates an account but the two passwords differ
    Then the address is "/auth"
    And the heading is "herd Health"
    And the message "Passwords don't match" is shown saying "Please make sure your passwords match"

  @dead-end @google-refused
  Scenario: The patient refuses access at Google: the callback screen says so, then back to / after 3 seconds
    Given a visitor without an account (a new Google account waits at the local OpenID provider)
    When the patient opens /auth
    Then the address is "/auth"
    And the heading is "herd Health"
    When the patient continues with Google and refuses access there
    Then the address is "/auth"
    And the heading is "Authentication Error"
    And the message "Authentication Failed" is shown saying "Google returned an error: access_denied"
    When 3,000 ms pass
    Then the address is "/"
    And the heading is "Rare condition care that starts with your story"

  @dead-end @google-no-code
  Scenario: Google comes back with neither a code nor an error: "No authorization code was received from Google"
    Given a visitor without an account (a new Google account waits at the local OpenID provider)
    When the patient opens /auth?state=pending-state
    Then the address is "/auth"
    And the heading is "Authentication Error"
    And the message "Authentication Failed" is shown saying "No authorization code was received from Google"

  @dead-end @google-code-refused
  Scenario: The server cannot use the code Google returned: "Google authentication failed"
    Given a visitor without an account (a new Google account waits at the local OpenID provider)
    When the patient opens /auth
    Then the address is "/auth"
    And the heading is "herd Health"
    When the patient continues with Google, which returns a code the server cannot use
    Then the address is "/auth"
    And the heading is "Authentication Error"
    And the message "Authentication failed" is shown saying "Google authentication failed. Please try again."

  @journey @walk-visitor-1
  Scenario: The patient goes to /auth in the app (a link, or Back/Forward); then the patient goes to / in the app (a link, or Back/Forward); then the patient goes to /onboarding/medical-his...
    Given a visitor without an account (a new Google account waits at the local OpenID provider)
    When the patient opens /
    Then the address is "/"
    And the heading is "Rare condition care that starts with your story"
    When the patient goes to /auth in the app (a link, or Back/Forward)
    Then the address is "/auth"
    And the heading is "herd Health"
    When the patient goes to / in the app (a link, or Back/Forward)
    Then the address is "/"
    And the heading is "Rare condition care that starts with your story"
    When the patient goes to /onboarding/medical-history in the app (a link, or Back/Forward)
    Then the address is "/"
    And the heading is "Rare condition care that starts with your story"

  @journey @walk-registered-profile-unreachable-1
  Scenario: The patient signs in with their email and password; then the patient goes to /dashboard in the app (a link, or Back/Forward); then 10,000 ms pass; then the connection comes back...
    Given a registered, signed-out patient whose browser cannot load their profile (GET /auth/me does not answer)
    When the patient opens /auth
    Then the address is "/auth"
    And the heading is "herd Health"
    When the patient signs in with their email and password
    Then the address is "/auth"
    And the heading is "We can't reach herd Health right now"
    And the message "Successfully logged in" is shown saying "Welcome back to herd Health"
    When the patient goes to /dashboard in the app (a link, or Back/Forward)
    Then the address is "/dashboard"
    And the heading is "We can't reach herd Health right now"
    When 10,000 ms pass
    Then the address is "/dashboard"
    And the heading is "We can't reach herd Health right now"
    When the connection comes back and the patient presses "Try again"
    Then the address is "/onboarding"
    And the heading is "Personal Information"

  @journey @walk-registered-4
  Scenario: The patient signs in with their email and password; then the patient rests the pointer on the message, then moves it away
    Given a patient registered with email and password (through the API), signed out
    When the patient opens /auth
    Then the address is "/auth"
    And the heading is "herd Health"
    When the patient signs in with their email and password
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Successfully logged in" is shown saying "Welcome back to herd Health"
    When the patient rests the pointer on the message, then moves it away
    Then the address is "/onboarding"
    And the heading is "Personal Information"
