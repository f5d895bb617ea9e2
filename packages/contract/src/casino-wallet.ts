// Casino providers' seamless-wallet callbacks (signed with the provider's secret).
export {};
