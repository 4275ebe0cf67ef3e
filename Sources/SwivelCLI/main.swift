print("swivel")
