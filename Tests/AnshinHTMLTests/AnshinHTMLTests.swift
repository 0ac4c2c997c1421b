import Testing

@testable import AnshinHTML
