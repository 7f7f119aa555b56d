"""The Last Resort table scene, its public controls and the private Advert overlay."""
