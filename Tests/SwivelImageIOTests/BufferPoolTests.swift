import Testing

@testable import SwivelImageIO

@Suite struct BufferPoolTests {
  @Test func aBufferGivenBackIsTakenAgainOnlyForItsExactCount() {
    let pool = BufferPool<UInt32>(countLimit: 2, byteLimit: 1 << 20)
    pool.giveBack([7, 7, 7])
    #expect(pool.take(count: 2) == nil)
    #expect(pool.take(count: 4) == nil)
    #expect(pool.take(count: 3) == [7, 7, 7])
    #expect(pool.take(count: 3) == nil)  // taken: no longer kept
  }

  @Test func theOldestBuffersGoWhenTooManyAreKept() {
    let pool = BufferPool<UInt8>(countLimit: 2, byteLimit: 1 << 20)
    pool.giveBack([1])
    pool.giveBack([2, 2])
    pool.giveBack([3, 3, 3])
    #expect(pool.kept.count == 2)
    #expect(pool.take(count: 1) == nil)
    #expect(pool.take(count: 2) == [2, 2])
    #expect(pool.take(count: 3) == [3, 3, 3])
  }

  @Test func theKeptBytesStayWithinTheLimit() {
    let pool = BufferPool<UInt32>(countLimit: 8, byteLimit: 40)  // ten words
    pool.giveBack([UInt32](repeating: 1, count: 6))
    pool.giveBack([UInt32](repeating: 2, count: 4))
    #expect(pool.kept == (2, 40))
    pool.giveBack([UInt32](repeating: 3, count: 2))  // 48 bytes: the oldest goes
    #expect(pool.kept == (2, 24))
    #expect(pool.take(count: 6) == nil)
    pool.giveBack([UInt32](repeating: 4, count: 11))  // larger than the whole limit: not kept
    #expect(pool.kept == (2, 24))
    pool.giveBack([])  // nothing to keep
    #expect(pool.kept == (2, 24))
  }

  @Test func aTakenBufferStillUsedElsewhereIsCopiedOnWrite() {
    let pool = BufferPool<UInt32>(countLimit: 1, byteLimit: 1 << 20)
    let stillUsed: [UInt32] = [1, 2, 3]
    pool.giveBack(stillUsed)
    var taken = pool.take(count: 3) ?? []
    taken.withUnsafeMutableBufferPointer { $0[0] = 9 }
    #expect(taken == [9, 2, 3])
    #expect(stillUsed == [1, 2, 3])
  }

  @Test func threadsTakeAndGiveBackWithoutLosingTheBound() async {
    let pool = BufferPool<UInt8>(countLimit: 3, byteLimit: 1 << 20)
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for round in 0..<200 {
            let count = 1 + (task + round) % 5
            let buffer = pool.take(count: count) ?? [UInt8](repeating: 0, count: count)
            pool.giveBack(buffer)
          }
        }
      }
    }
    #expect(pool.kept.count <= 3)
  }
}
