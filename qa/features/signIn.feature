Feature: Signing in (machines/sign-in/sign-in.machine.ts)
  QA paths generated from the statecharts by `npm run paths -- --write`: the steps come from
  the QA model's catalogue of patient steps, the checks after each step from the oracle (step
  registry, route table, messages, spec). Do not edit: regenerate. Your own scenarios go in
  qa/features/own/ (docs/qa.md, "Adding a scenario"); `npm run test:bdd` runs both.

  @dead-end @login-refused
  Scenario: A wrong password: "Authentication failed" and the patient stays on the sign-in page; the right password then signs them in
    A patient registered with email and password (through the API), signed out.

    Given an account registered through the API:
      | Full Name | Pat Doe                       |
      | Email     | qa-login-refused@example.test |
      | Password  | amber kettle winter 42        |
    When the patient opens "/auth"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient opens the "Login" tab
    And the patient fills in the form:
      | Email    | qa-login-refused@example.test |
      | Password | amber kettle winter 41        |
    And the patient presses "Sign in"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the message "Authentication failed" is shown saying "Please check your credentials and try again"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient opens the "Login" tab
    And the patient fills in the form:
      | Email    | qa-login-refused@example.test |
      | Password | amber kettle winter 42        |
    And the patient presses "Sign in"
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Successfully logged in" is shown saying "Welcome back to herd Health"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @dead-end @register-email-taken
  Scenario: Registering an email that already has an account: "Authentication failed" with the server's reason; signing in instead works
    A patient registered with email and password (through the API), signed out.

    Given an account registered through the API:
      | Full Name | Pat Doe                              |
      | Email     | qa-register-email-taken@example.test |
      | Password  | amber kettle winter 42               |
    When the patient opens "/auth"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient opens the "Register" tab
    And the patient fills in the form:
      | Full Name        | Pat Doe                              |
      | Email            | qa-register-email-taken@example.test |
      | Password         | amber kettle winter 42               |
      | Confirm Password | amber kettle winter 42               |
    And the patient presses "Create account"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the page says "An account with this email already exists"
    And the "Create account" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient opens the "Login" tab
    And the patient fills in the form:
      | Email    | qa-register-email-taken@example.test |
      | Password | amber kettle winter 42               |
    And the patient presses "Sign in"
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Successfully logged in" is shown saying "Welcome back to herd Health"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @dead-end @passwords-differ
  Scenario: The two passwords differ: "Passwords don't match" and nothing is sent; with the same password twice the account is created
    A visitor without an account (a new Google account waits at the local OpenID provider).

    Given a visitor without an account
    When the patient opens "/auth"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient opens the "Register" tab
    And the patient fills in the form:
      | Full Name        | Pat Doe                          |
      | Email            | qa-passwords-differ@example.test |
      | Password         | amber kettle winter 42           |
      | Confirm Password | violet harbor lantern 7          |
    And the patient presses "Create account"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the page says "Passwords don't match. Please make sure your passwords match."
    And the "Create account" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient opens the "Register" tab
    And the patient fills in the form:
      | Full Name        | Pat Doe                          |
      | Email            | qa-passwords-differ@example.test |
      | Password         | amber kettle winter 42           |
      | Confirm Password | amber kettle winter 42           |
    And the patient presses "Create account"
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Account created" is shown saying "Welcome to herd Health"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @dead-end @google-refused @clock
  Scenario: The patient refuses access at Google: the callback screen says so, then back to / after 3 seconds
    A visitor without an account (a new Google account waits at the local OpenID provider).

    Given a visitor without an account
    When the patient opens "/auth"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient continues with Google as "qa-google-refused@example.test", and the patient refuses access at Google
    Then the address is "/auth"
    And the heading is "Authentication Error"
    And the message "Authentication Failed" is shown saying "Google returned an error: access_denied"
    And the page says "Authentication error: access_denied"
    And the page says "Redirecting you back to the login page..."
    And the browser stores no session token and no theme
    And the page is light
    When 5,000 ms pass
    Then the address is "/"
    And the heading is "Rare condition care that starts with your story"
    And no message is shown
    And the browser stores no session token and no theme
    And the page is light

  @dead-end @google-no-code @clock
  Scenario: Google comes back with neither a code nor an error: "No authorization code was received from Google", then back to / after 3 seconds
    A visitor without an account (a new Google account waits at the local OpenID provider).

    Given a visitor without an account
    When the patient opens "/auth?state=pending-state"
    Then the address is "/auth"
    And the heading is "Authentication Error"
    And the message "Authentication Failed" is shown saying "No authorization code was received from Google"
    And the page says "No authorization code received"
    And the page says "Redirecting you back to the login page..."
    And the browser stores no session token and no theme
    And the page is light
    When 5,000 ms pass
    Then the address is "/"
    And the heading is "Rare condition care that starts with your story"
    And no message is shown
    And the browser stores no session token and no theme
    And the page is light

  @dead-end @google-code-refused @clock
  Scenario: The server cannot use the code Google returned: "Google authentication failed", then back to / after 3 seconds
    A visitor without an account (a new Google account waits at the local OpenID provider).

    Given a visitor without an account
    When the patient opens "/auth"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient continues with Google as "qa-google-code-refused@example.test", and Google returns a code the server cannot use
    Then the address is "/auth"
    And the heading is "Authentication Error"
    And the message "Authentication failed" is shown saying "Google authentication failed. Please try again."
    And the page says "Google rejected the sign-in (invalid_request)"
    And the page says "Redirecting you back to the login page..."
    And the browser stores no session token and no theme
    And the page is light
    When 5,000 ms pass
    Then the address is "/"
    And the heading is "Rare condition care that starts with your story"
    And no message is shown
    And the browser stores no session token and no theme
    And the page is light

  @dead-end @google-offline
  Scenario: Offline, "Continue with Google" cannot leave: "Google authentication failed" and the patient stays; back online, Google signs them in
    A visitor without an account (a new Google account waits at the local OpenID provider).

    Given a visitor without an account
    When the patient opens "/auth"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the browser goes offline
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient presses "Continue with Google"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the message "Authentication failed" is shown saying "Google authentication failed. Please try again."
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the browser is online again
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient continues with Google as "qa-google-offline@example.test", and Google approves
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Successfully authenticated" is shown saying "Welcome to herd Health"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-visitor-1
  Scenario: A visitor without an account (a new Google account waits at the local OpenID provider): goes to / in the app (a link, or Back/Forward); then goes to /onboarding/medical-history in the app (a link, or Back/Forward); then goes to / in the ...
    A visitor without an account (a new Google account waits at the local OpenID provider).

    Given a visitor without an account
    When the patient opens "/privacy"
    Then the address is "/privacy"
    And the heading is "Privacy Policy"
    And the browser stores no session token and no theme
    And the page is light
    When the patient goes to "/" in the app
    Then the address is "/"
    And the heading is "Rare condition care that starts with your story"
    And the browser stores no session token and no theme
    And the page is light
    When the patient goes to "/onboarding/medical-history" in the app
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient goes to "/" in the app
    Then the address is "/"
    And the heading is "Rare condition care that starts with your story"
    And the browser stores no session token and no theme
    And the page is light
    When the patient goes to "/auth" in the app
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient goes to "/terms" in the app
    Then the address is "/terms"
    And the heading is "Terms of Service"
    And the browser stores no session token and no theme
    And the page is light

  @journey @walk-visitor-2
  Scenario: A visitor without an account (a new Google account waits at the local OpenID provider): the browser loses its connection; then creates an account with their name, email and password
    A visitor without an account (a new Google account waits at the local OpenID provider).

    Given a visitor without an account
    When the patient opens "/auth"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the browser goes offline
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient opens the "Register" tab
    And the patient fills in the form:
      | Full Name        | Pat Doe                        |
      | Email            | qa-walk-visitor-2@example.test |
      | Password         | amber kettle winter 42         |
      | Confirm Password | amber kettle winter 42         |
    And the patient presses "Create account"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the message "Authentication failed" is shown saying "We could not reach herd Health. Check your internet connection and try again."
    And the page says "We could not reach herd Health. Check your internet connection and try again."
    And the "Create account" button is enabled
    And the browser stores no session token and no theme
    And the page is light

  @journey @walk-visitor-3
  Scenario: A visitor without an account (a new Google account waits at the local OpenID provider): creates an account with their name, email and password; then goes to /dashboard/settings in the app (a link, or Back/Forward); then goes to /terms in...
    A visitor without an account (a new Google account waits at the local OpenID provider).

    Given a visitor without an account
    When the patient opens "/auth"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient opens the "Register" tab
    And the patient fills in the form:
      | Full Name        | Pat Doe                        |
      | Email            | qa-walk-visitor-3@example.test |
      | Password         | amber kettle winter 42         |
      | Confirm Password | amber kettle winter 42         |
    And the patient presses "Create account"
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Account created" is shown saying "Welcome to herd Health"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/dashboard/settings" in the app
    Then the address is "/dashboard/settings"
    And the heading is "Settings"
    And the "Change password" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/terms" in the app
    Then the address is "/terms"
    And the heading is "Terms of Service"
    And the browser stores a session token and no theme
    And the page is light

  @dead-end @walk-registered-profile-unreachable-1 @clock
  Scenario: A registered, signed-out patient whose browser cannot load their profile (GET /auth/me does not answer): signs in with their email and password; then goes to /dashboard in the app (a link, or Back/Forward); then 10,000 ms pass
    A registered, signed-out patient whose browser cannot load their profile (GET /auth/me does not answer).

    Given an account registered through the API:
      | Full Name | Pat Doe                                               |
      | Email     | qa-walk-registered-profile-unreachable-1@example.test |
      | Password  | amber kettle winter 42                                |
    And the browser's requests to "/auth/me" fail
    When the patient opens "/auth"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient opens the "Login" tab
    And the patient fills in the form:
      | Email    | qa-walk-registered-profile-unreachable-1@example.test |
      | Password | amber kettle winter 42                                |
    And the patient presses "Sign in"
    Then the address is "/auth"
    And the heading is "We can't reach herd Health right now"
    And the message "Successfully logged in" is shown saying "Welcome back to herd Health"
    And the page says "Check your internet connection. You are still signed in"
    And the "Try again" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/dashboard" in the app
    Then the address is "/dashboard"
    And the heading is "We can't reach herd Health right now"
    And the page says "Check your internet connection. You are still signed in"
    And the "Try again" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When 10,000 ms pass
    Then the address is "/dashboard"
    And the heading is "We can't reach herd Health right now"
    And no message is shown
    And the page says "Check your internet connection. You are still signed in"
    And the "Try again" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-registered-slow-profile-1
  Scenario: A registered, signed-out patient whose profile the server is slow to send after sign-in (GET /auth/me): signs in with their email and password; then goes to / in the app (a link, or Back/Forward)
    A registered, signed-out patient whose profile the server is slow to send after sign-in (GET /auth/me).

    Given an account registered through the API:
      | Full Name | Pat Doe                                        |
      | Email     | qa-walk-registered-slow-profile-1@example.test |
      | Password  | amber kettle winter 42                         |
    And these answers saved through the API:
      | First name         | Pat        |
      | Last name          | Doe        |
      | Date of birth      | 1990-04-01 |
      | Gender             | Female     |
      | State of residence | Michigan   |
    And the server is slow to answer "/auth/me"
    When the patient opens "/auth"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient opens the "Login" tab
    And the patient fills in the form:
      | Email    | qa-walk-registered-slow-profile-1@example.test |
      | Password | amber kettle winter 42                         |
    And the patient presses "Sign in"
    Then the address is "/auth"
    And the message "Successfully logged in" is shown saying "Welcome back to herd Health"
    And the browser stores a session token and no theme
    And the page is light
    When the patient goes to "/" in the app
    Then the address is "/"
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-registered-4
  Scenario: A patient registered with email and password (through the API), signed out: signs in with their email and password; then rests the pointer on the message, then moves it away
    A patient registered with email and password (through the API), signed out.

    Given an account registered through the API:
      | Full Name | Pat Doe                           |
      | Email     | qa-walk-registered-4@example.test |
      | Password  | amber kettle winter 42            |
    When the patient opens "/auth"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient opens the "Login" tab
    And the patient fills in the form:
      | Email    | qa-walk-registered-4@example.test |
      | Password | amber kettle winter 42            |
    And the patient presses "Sign in"
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the message "Successfully logged in" is shown saying "Welcome back to herd Health"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light
    When the patient rests the pointer on the message, then moves it away
    Then the address is "/onboarding"
    And the heading is "Personal Information"
    And the "Next" button is enabled
    And the browser stores a session token and no theme
    And the page is light

  @journey @walk-registered-6
  Scenario: A patient registered with email and password (through the API), signed out: creates an account but the two passwords differ; then types the password again in "Confirm Password", now the same
    A patient registered with email and password (through the API), signed out.

    Given an account registered through the API:
      | Full Name | Pat Doe                           |
      | Email     | qa-walk-registered-6@example.test |
      | Password  | amber kettle winter 42            |
    When the patient opens "/auth"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the "Sign in" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient opens the "Register" tab
    And the patient fills in the form:
      | Full Name        | Pat Doe                           |
      | Email            | qa-walk-registered-6@example.test |
      | Password         | amber kettle winter 42            |
      | Confirm Password | violet harbor lantern 7           |
    And the patient presses "Create account"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the page says "Passwords don't match. Please make sure your passwords match."
    And the "Create account" button is enabled
    And the browser stores no session token and no theme
    And the page is light
    When the patient fills in "Confirm Password" with "amber kettle winter 42"
    Then the address is "/auth"
    And the heading is "herd Health"
    And the page no longer says "Passwords don't match. Please make sure your passwords match."
    And the "Create account" button is enabled
    And the browser stores no session token and no theme
    And the page is light
