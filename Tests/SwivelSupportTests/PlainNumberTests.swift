import SwivelSupport
import Testing

@Suite struct PlainNumberTests {
  @Test(arguments: [(20.0, "20"), (-7.0, "-7"), (7.5, "7.5"), (16.0 / 9.0, "1.7777777777777777")])
  func writtenNumbersRoundTrip(value: Double, text: String) {
    #expect(PlainNumber.text(value) == text)
  }

  @Test(arguments: [
    (1.0, "1"), (2.5, "2.5"), (444.6666666666667, "444.667"), (0.1 + 0.2, "0.3"), (-3.0, "-3"),
    (282.1666666666667, "282.167"), (0.0004, "0"),
  ])
  func measuredNumbersHaveAtMostThreeDecimals(value: Double, text: String) {
    #expect(PlainNumber.text(value, places: 3) == text)
  }

  @Test func fewerPlacesRoundAsAsked() {
    #expect(PlainNumber.text(1.23456, places: 2) == "1.23")
    #expect(PlainNumber.text(0.9999, places: 2) == "1")
  }
}
