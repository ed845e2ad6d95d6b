import Listings

/// `/api/session`: who the page is answered for, signing in and out.
///
/// - `GET /api/session`: `{"signed_in": true, "user", "accounts", "csrf_token"}`; when the
///   request carries no session or credentials and the catalog has accounts,
///   `{"signed_in": false, "accounts": true}` (the page then shows its sign-in form);
/// - `POST /api/session` with the form fields `username` and `password`: signs in and sets
///   the session's cookie, or answers 401 with `"signed_in": false` and the reason;
/// - `POST /api/session/end` (with the CSRF token): signs out.
extension MusicatAPI {
  func session(_ request: HTTPRequest) -> HTTPResponse {
    switch request.method {
    case "GET", "HEAD":
      switch principal(of: request) {
      case .success(let principal): return describe(principal)
      case .failure(let refusal):
        return Self.json(
          status: 200,
          .object([
            ("signed_in", .bool(false)), ("accounts", .bool(true)),
            ("reason", .string(refusal.message)),
          ]))
      }
    case "POST":
      guard let name = request.parameter("username"), let password = request.parameter("password")
      else {
        return Self.json(status: 400, error: "Give the form fields username and password.")
      }
      switch service.authenticator.signIn(name: name, password: password) {
      case .open: return describe(.open)
      case .refused:
        return Self.json(
          status: 401,
          .object([
            ("signed_in", .bool(false)), ("error", .string("Wrong username or password.")),
          ]))
      case .user(let user):
        do {
          let token = try service.sessions.start(for: user)
          var response = describe(.session(token: token, user: user))
          response.headers.append(("Set-Cookie", WebSessions.cookie(token)))
          return response
        } catch {
          return Self.json(status: 500, error: "A session could not be made: \(error).")
        }
      }
    default:
      return Self.json(status: 405, error: "A session is read with GET and made with POST.")
    }
  }

  /// `POST /api/session/end`: ends the request's session and removes its cookie.
  func endSession(_ principal: WebSessions.Principal) -> HTTPResponse {
    if case .session(let token, _) = principal { service.sessions.end(token) }
    var response = Self.json(status: 200, .object([("user", .null)]))
    response.headers.append(("Set-Cookie", WebSessions.cookie("")))
    return response
  }

  private func describe(_ principal: WebSessions.Principal) -> HTTPResponse {
    var response = Self.json(
      status: 200,
      .object([
        ("signed_in", .bool(true)),
        ("user", principal.userName.map(JSONValue.string) ?? .null),
        ("accounts", .bool(principal != .open)),
        ("csrf_token", .string(service.sessions.csrfToken(for: principal))),
      ]))
    response.headers.append(("Cache-Control", "no-store"))
    return response
  }
}
