" Carcassonne Oracle scenario files
autocmd BufRead,BufNewFile *.carc setfiletype carc
