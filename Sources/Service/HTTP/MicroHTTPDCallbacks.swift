import CServiceLibraries
import Utilities

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The boundary with libmicrohttpd: the C functions it calls on its threads. They turn a
/// request into an ``HTTPRequest``, ask the context's handler, and queue its
/// ``HTTPResponse``; nothing else of the service sees a C pointer.
///
/// The library calls the access handler at least twice per request: first when the headers
/// are in (a ``RequestState`` is made and kept in `con_cls`), then once per piece of the body,
/// then once more with no data, when the answer is queued. (Answering on the first call makes
/// libmicrohttpd 0.9.75 close the connection, so only refusals answer there.) The
/// request-completed callback releases the state and writes the log line.
enum MicroHTTPDCallbacks {
  static let accessHandler: MHD_AccessHandlerCallback = {
    contextPointer, connection, url, method, _, uploadData, uploadDataSize, stateSlot in
    guard let contextPointer, let connection, let uploadDataSize, let stateSlot else {
      return .NO
    }
    let context = Unmanaged<HTTPServerContext>.fromOpaque(contextPointer).takeUnretainedValue()
    guard let statePointer = stateSlot.pointee else {
      let state = begin(connection, url: url, method: method, context: context)
      stateSlot.pointee = Unmanaged.passRetained(state).toOpaque()
      context.requestsInFlight.add(1, ordering: .relaxed)
      if let failure = state.failure, [400, 405, 413].contains(failure.status) {
        // Refused before its body is read: the connection closes after the answer.
        return queue(failure, for: state, on: connection)
      }
      return .YES
    }
    let state = Unmanaged<RequestState>.fromOpaque(statePointer).takeUnretainedValue()
    if uploadDataSize.pointee > 0 {
      let size = uploadDataSize.pointee
      uploadDataSize.pointee = 0
      guard state.failure == nil else { return .YES }
      state.bodyBytes += size
      if state.bodyBytes > context.limits.bodyBytes {
        state.failure = .error(
          413, "The request body is larger than \(context.limits.bodyBytes) bytes.")
        return queue(state.failure!, for: state, on: connection)
      }
      if let processor = state.postProcessor,
        musicat_mhd_post_process(processor, uploadData, size) == .NO
      {
        state.failure = .error(400, "The form in the request body is malformed.")
      }
      return .YES
    }
    let response: HTTPResponse
    if let failure = state.failure {
      response = failure
    } else {
      switch request(from: connection, state: state, logged: context.log != nil) {
      case .accepted(let request): response = context.handler(request)
      case .refused(let refusal): response = refusal
      }
    }
    return queue(response, for: state, on: connection)
  }

  static let requestCompleted: MHD_RequestCompletedCallback = {
    contextPointer, _, stateSlot, termination in
    guard let contextPointer, let stateSlot, let statePointer = stateSlot.pointee else { return }
    stateSlot.pointee = nil
    let context = Unmanaged<HTTPServerContext>.fromOpaque(contextPointer).takeUnretainedValue()
    let state = Unmanaged<RequestState>.fromOpaque(statePointer).takeRetainedValue()
    if let processor = state.postProcessor { _ = musicat_mhd_destroy_post_processor(processor) }
    context.requestsInFlight.subtract(1, ordering: .relaxed)
    context.log?.record(state, completed: termination == .REQUEST_TERMINATED_COMPLETED_OK)
  }

  /// Appends a piece of a form field's value to the request's state.
  static let postIterator: MHD_PostDataIterator = {
    statePointer, _, key, _, _, _, data, offset, size in
    guard let statePointer, let key else { return .NO }
    let state = Unmanaged<RequestState>.fromOpaque(statePointer).takeUnretainedValue()
    let name = Array(UnsafeRawBufferPointer(start: key, count: strlen(key)))
    state.appendFormBytes(
      name: name, UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size), at: offset)
    return .YES
  }

  /// The state of a request whose headers just arrived, with its refusal when its method or
  /// declared body cannot be served.
  private static func begin(
    _ connection: OpaquePointer, url: UnsafePointer<CChar>?, method: UnsafePointer<CChar>?,
    context: HTTPServerContext
  ) -> RequestState {
    let method = method.map { String(cString: $0) } ?? ""
    let path = url.flatMap { String(validatingCString: $0) }
    let state = RequestState(method: method, path: path ?? "")
    guard let path, !path.isEmpty else {
      state.failure = .error(400, "The request's path is not UTF-8 text.")
      return state
    }
    state.logTarget = path
    guard ["GET", "HEAD", "POST"].contains(method) else {
      state.failure = HTTPResponse(
        status: 405, contentType: "text/plain; charset=utf-8",
        text: "The method \(method) is not allowed; use GET, HEAD or POST.\n",
        headers: [("Allow", "GET, HEAD, POST")])
      return state
    }
    // Two lengths, or a length beside chunks, is how requests are smuggled past proxies.
    let framing = headerNames(of: connection)
    if framing.count(where: { $0 == "content-length" }) > 1
      || (framing.contains("content-length") && framing.contains("transfer-encoding"))
    {
      state.failure = .error(400, "The request gives its body's length twice.")
      return state
    }
    if let length = header(connection, "Content-Length").flatMap({ Int($0) }),
      length > context.limits.bodyBytes
    {
      state.failure = .error(
        413, "The request body is larger than \(context.limits.bodyBytes) bytes.")
      return state
    }
    if method == "POST" {
      // A form body (urlencoded or multipart) is parsed by the library; others are only counted.
      state.postProcessor = musicat_mhd_create_post_processor(
        connection, 16 * 1024, postIterator, Unmanaged.passUnretained(state).toOpaque())
    }
    return state
  }

  /// The request the handler is given, or the answer when a parameter or header is not text;
  /// when requests are `logged`, the state gets the target its log line shows.
  private static func request(from connection: OpaquePointer, state: RequestState, logged: Bool)
    -> Refusable<HTTPRequest>
  {
    guard var parameters = texts(of: connection, kind: .GET_ARGUMENT_KIND) else {
      return .refused(.error(400, "A parameter is not UTF-8 text, or holds a NUL character."))
    }
    let queryCount = parameters.count
    for (name, value) in state.formFields {
      guard let name = name.withUnsafeBytes(text), let value = value.withUnsafeBytes(text) else {
        return .refused(.error(400, "A parameter is not UTF-8 text, or holds a NUL character."))
      }
      parameters.append((name, value))
    }
    if logged {
      state.logTarget = RequestLog.target(path: state.path, query: parameters.prefix(queryCount))
    }
    guard let headers = texts(of: connection, kind: .HEADER_KIND) else {
      return .refused(.error(400, "A header is not UTF-8 text, or holds a NUL character."))
    }
    return .accepted(
      HTTPRequest(method: state.method, path: state.path, parameters: parameters, headers: headers))
  }

  /// A request made whole, or the answer that refuses it.
  private enum Refusable<Accepted> {
    case accepted(Accepted)
    case refused(HTTPResponse)
  }

  /// Bytes as text: valid UTF-8 without NUL, else nil.
  private static func text(_ bytes: UnsafeRawBufferPointer) -> String? {
    let utf8 = bytes.assumingMemoryBound(to: UInt8.self)
    guard !utf8.contains(0), UTF8Validation.isValid(utf8) else { return nil }
    return String(decoding: utf8, as: UTF8.self)
  }

  /// Every name and value of one kind (query arguments, headers) as text, in order, read
  /// straight from the library's buffers; nil when one is not UTF-8 or holds a NUL.
  private static func texts(of connection: OpaquePointer, kind: MHD_ValueKind) -> [(
    name: String, value: String
  )]? {
    final class Collected {
      var pairs: [(name: String, value: String)] = []
      var isText = true
    }
    let collected = Collected()
    _ = withExtendedLifetime(collected) {
      musicat_mhd_get_connection_values_n(
        connection, kind,
        { pointer, _, key, keySize, value, valueSize in
          let collected = Unmanaged<Collected>.fromOpaque(pointer!).takeUnretainedValue()
          let name = UnsafeRawBufferPointer(start: key, count: key == nil ? 0 : keySize)
          let value = UnsafeRawBufferPointer(start: value, count: value == nil ? 0 : valueSize)
          guard let name = MicroHTTPDCallbacks.text(name),
            let value = MicroHTTPDCallbacks.text(value)
          else {
            collected.isText = false
            return .NO
          }
          collected.pairs.append((name, value))
          return .YES
        }, Unmanaged.passUnretained(collected).toOpaque())
    }
    return collected.isText ? collected.pairs : nil
  }

  /// The names of the headers, in lower case.
  private static func headerNames(of connection: OpaquePointer) -> [String] {
    (texts(of: connection, kind: .HEADER_KIND) ?? []).map { $0.name.lowercased() }
  }

  private static func header(_ connection: OpaquePointer, _ name: String) -> String? {
    musicat_mhd_lookup_connection_value(connection, .HEADER_KIND, name).map { String(cString: $0) }
  }

  /// Hands `response` to the library for `connection`; its file, if any, goes with it.
  private static func queue(
    _ response: HTTPResponse, for state: RequestState, on connection: OpaquePointer
  ) -> MHD_Result {
    state.status = response.status
    let made: OpaquePointer?
    switch response.body {
    case .bytes(let bytes):
      made = bytes.withUnsafeBytes {
        musicat_mhd_create_response_from_buffer(
          $0.count, UnsafeMutableRawPointer(mutating: $0.baseAddress), .RESPMEM_MUST_COPY)
      }
    case .written(var writer):
      let (memory, count) = writer.takeMemory()
      made = musicat_mhd_create_response_from_buffer(count, memory, .RESPMEM_MUST_FREE)
      // Made, the response frees the memory; not made, it is still ours to free.
      if made == nil { free(memory) }
    case .file(let file, let offset, let length):
      guard let descriptor = file.takeDescriptor() else { return .NO }
      made = musicat_mhd_create_response_from_fd_at_offset64(
        UInt64(length), descriptor, UInt64(offset))
      // Made, the response owns the descriptor; not made, it is still ours to close.
      if made == nil { close(descriptor) }
    }
    guard let made else { return .NO }
    defer { musicat_mhd_destroy_response(made) }
    for (name, value) in response.headers
    where !name.utf8.contains(where: { $0 < 0x20 }) && !value.utf8.contains(where: { $0 < 0x20 }) {
      _ = musicat_mhd_add_response_header(made, name, value)
    }
    return musicat_mhd_queue_response(connection, UInt32(response.status), made)
  }
}
