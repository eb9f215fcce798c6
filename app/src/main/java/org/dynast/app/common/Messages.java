package org.dynast.app.common;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.ResourceBundle;

/** The user-visible texts from {@code messages.properties}, with {0}-style arguments. */
public final class Messages {

    public static final String BUNDLE = "org.dynast.app.messages";
    private final ResourceBundle bundle;

    public Messages(ResourceBundle bundle) {
        this.bundle = bundle;
    }

    public static Messages load() {
        return new Messages(ResourceBundle.getBundle(BUNDLE, Locale.getDefault()));
    }

    public ResourceBundle bundle() {
        return bundle;
    }

    /** Whether there is a text for {@code key}. */
    public boolean has(String key) {
        return bundle.containsKey(key);
    }

    public String get(String key, Object... args) {
        String pattern = bundle.getString(key);
        return new MessageFormat(pattern, bundle.getLocale()).format(args);
    }
}
