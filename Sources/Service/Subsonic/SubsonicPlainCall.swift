/// A call of an endpoint that answers without reading the catalog (``SubsonicAPI/Endpoint``).
package struct SubsonicPlainCall {
  package let request: HTTPRequest
  /// The user the request comes from; nil when the catalog has no account (loopback only).
  package let user: String?
  package let service: CatalogService
  /// The shape the answer is written in.
  package let syntax: SubsonicNode.Syntax

  /// An empty node of the answer.
  package func node() -> SubsonicNode { SubsonicNode(syntax) }
}
