package org.dynast.model.blogbots.bots;

/** Where a component put on a Bot comes from: bought with Money, or taken out of the Spare Parts Bin. */
public enum Source { MONEY, BIN }
