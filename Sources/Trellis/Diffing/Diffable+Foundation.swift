public import Foundation

extension UUID: Diffable {}
extension Date: Diffable {}
extension URL: Diffable {}
