// The app target the README's Package.swift excerpt tests ("MyApp").
public import Swivel

/// The app's first screen.
public final class RootViewController: ViewController {}
