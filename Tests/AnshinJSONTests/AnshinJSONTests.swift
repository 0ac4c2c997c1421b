import Testing

@testable import AnshinJSON
