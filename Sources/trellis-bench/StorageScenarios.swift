/// The storage scenarios (`storage-edits`), once MemoryStorage exists.
@MainActor
func storageScenarios() -> [Scenario] { [] }
