import Testing

@testable import AnshinText
