import CServiceLibraries
import Utilities

/// One request while libmicrohttpd handles it: what arrived so far (the form fields of its
/// body), what it was answered, and when it started, for the log line written when it
/// completes. It lives in the connection's `con_cls` slot from the access handler's first
/// call to the request-completed callback, and is touched by one server thread at a time.
final class RequestState {
  let method: String
  let path: String
  let started = MonotonicInstant.now
  /// The parameters of a form body, as bytes while they arrive (a value may come in parts).
  var formFields: [(name: [UInt8], value: [UInt8])] = []
  var bodyBytes = 0
  /// The form parser of a POST with a form body.
  var postProcessor: OpaquePointer?
  /// The answer already decided (a bad method, a body too large or malformed).
  var failure: HTTPResponse?
  /// The status the request was answered with, and the request's target for the log (the
  /// path and query without credentials).
  var status = 0
  var logTarget = ""

  init(method: String, path: String) {
    self.method = method
    self.path = path
  }

  /// Adds `count` bytes of form field `name`'s value at `offset` of it: offset 0 starts a
  /// new field, a later offset continues the last one.
  func appendFormBytes(name: [UInt8], _ bytes: UnsafeRawBufferPointer, at offset: UInt64) {
    if offset == 0 || formFields.isEmpty {
      formFields.append((name, Array(bytes)))
    } else {
      formFields[formFields.count - 1].value += bytes
    }
  }
}
