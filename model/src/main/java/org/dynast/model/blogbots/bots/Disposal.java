package org.dynast.model.blogbots.bots;

/** What happens to a component taken off a Bot: sold for its Effective Cost, or put in the Spare Parts Bin. */
public enum Disposal { SELL, BIN }
